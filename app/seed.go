package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"time"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/accounts"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/content"
)

type demoShop struct {
	Users []struct {
		Email    string  `json:"email"`
		Password string  `json:"password"`
		FullName string  `json:"full_name"`
		Role     string  `json:"role"`
		Phone    *string `json:"phone"`
		Address  *string `json:"address"`
		// Outlets are where a staff member works, by name: none is the first outlet.
		Outlets []string `json:"outlets"`
		// Technician marks an Admin or Kasir who also repairs devices.
		Technician bool `json:"technician"`
	} `json:"users"`
	Suppliers []struct {
		Name    string  `json:"name"`
		Phone   *string `json:"phone"`
		Address *string `json:"address"`
	} `json:"suppliers"`
	Customers []struct {
		Name    string  `json:"name"`
		Phone   *string `json:"phone"`
		Address *string `json:"address"`
	} `json:"customers"`
	Products []struct {
		Name          string  `json:"name"`
		Category      string  `json:"category"`
		Description   string  `json:"description"`
		BuyPrice      int64   `json:"buy_price"`
		RetailPrice   int64   `json:"retail_price"`
		ResellerPrice int64   `json:"reseller_price"`
		Stock         int64   `json:"stock"`
		Barcode       string  `json:"barcode"`
		Supplier      string  `json:"supplier"`
		EntryDate     *string `json:"entry_date"`
		Tracked       bool    `json:"tracked"`
	} `json:"products"`
	News []struct {
		Title   string `json:"title"`
		Content string `json:"content"`
		Image   string `json:"image"` // a JPEG beside shop.json
	} `json:"news"`
	demoStock
	demoChain
	Repairs []demoRepair `json:"repairs"`
}

// SeedReport counts what a seed added.
type SeedReport struct {
	Users, Suppliers, Customers, Products, News int
	// GoodsReceipts are what came in from suppliers; Counts the finished stock counts.
	GoodsReceipts, Counts int
	// Outlets are the outlets opened after the first; Transfers the goods sent between them and
	// received; Shifts the closed shifts with their sales.
	Outlets, Transfers, Shifts int
	// Repairs are the repairs on the board, most assigned to a technician.
	Repairs int
}

// SeedDemo loads the demo shop, a chain of outlets, through the use cases. What is already there
// (same supplier or customer name, same barcode) is left alone, so running it twice changes nothing.
func (a *App) SeedDemo(ctx context.Context, files fs.FS) (SeedReport, error) {
	shop, err := readDemo(files)
	if err != nil {
		return SeedReport{}, err
	}
	return a.seedDemo(ctx, files, shop)
}

// SeedOneOutletDemo loads the demo as a shop of one outlet: without the other outlets, their
// staff, the transfers, the shifts and the repairs there.
func (a *App) SeedOneOutletDemo(ctx context.Context, files fs.FS) (SeedReport, error) {
	shop, err := readDemo(files)
	if err != nil {
		return SeedReport{}, err
	}
	shop.demoChain = demoChain{}
	users := shop.Users[:0]
	for _, u := range shop.Users {
		if len(u.Outlets) == 0 {
			users = append(users, u)
		}
	}
	shop.Users = users
	repairs := shop.Repairs[:0]
	for _, r := range shop.Repairs {
		if r.Outlet == "" {
			repairs = append(repairs, r)
		}
	}
	shop.Repairs = repairs
	return a.seedDemo(ctx, files, shop)
}

func readDemo(files fs.FS) (demoShop, error) {
	var shop demoShop
	body, err := fs.ReadFile(files, "shop.json")
	if err != nil {
		return shop, err
	}
	if err := json.Unmarshal(body, &shop); err != nil {
		return shop, fmt.Errorf("shop.json: %w", err)
	}
	return shop, nil
}

func (a *App) seedDemo(ctx context.Context, files fs.FS, shop demoShop) (SeedReport, error) {
	var rep SeedReport
	err := a.Store.WithinTx(ctx, func(ctx context.Context) error {
		outlets, opened, err := a.seedOutlets(ctx, shop.demoChain)
		if err != nil {
			return err
		}
		rep.Outlets = opened
		var author *int64 // the demo's admin writes its news
		cashiers := map[string]int64{}
		staff := map[string]core.Principal{} // one of the staff working at each outlet, by its name
		for _, u := range shop.Users {
			at, err := staffOutlets(u.Outlets, outlets)
			if err != nil {
				return fmt.Errorf("user %s: %w", u.Email, err)
			}
			added, err := a.Accounts.CreateVerifiedUser(ctx, accounts.StaffInput{Email: u.Email, Password: u.Password, FullName: u.FullName, Role: core.Role(u.Role), OutletIDs: at, Technician: &u.Technician})
			if core.IsKind(err, core.KindConflict) {
				continue
			}
			if err != nil {
				return fmt.Errorf("user %s: %w", u.Email, err)
			}
			if added.Role == core.RoleAdmin && author == nil {
				author = &added.ID
			}
			cashiers[added.Email] = added.ID
			for _, o := range added.OutletIDs {
				for name, id := range outlets {
					if id == o && name != "" {
						staff[name] = core.Principal{UserID: added.ID, Role: added.Role, Outlet: o}
					}
				}
			}
			if u.Phone != nil || u.Address != nil {
				p := core.Principal{UserID: added.ID, Role: added.Role}
				if _, err := a.Accounts.UpdateProfile(ctx, p, accounts.ProfileInput{Phone: u.Phone, Address: u.Address}); err != nil {
					return err
				}
			}
			rep.Users++
		}
		supplierIDs := map[string]int64{}
		for _, s := range shop.Suppliers {
			existing, err := a.Suppliers.Named(ctx, s.Name)
			if err == nil {
				supplierIDs[s.Name] = existing.ID
				continue
			}
			if !errors.Is(err, core.ErrNotFound) {
				return err
			}
			added, err := a.Suppliers.Add(ctx, core.Contact{Name: s.Name, Phone: s.Phone, Address: s.Address})
			if err != nil {
				return err
			}
			supplierIDs[s.Name] = added.ID
			rep.Suppliers++
		}
		for _, c := range shop.Customers {
			if _, err := a.Customers.Named(ctx, c.Name); !errors.Is(err, core.ErrNotFound) {
				if err != nil {
					return err
				}
				continue
			}
			if _, err := a.Customers.Add(ctx, core.Contact{Name: c.Name, Phone: c.Phone, Address: c.Address}); err != nil {
				return err
			}
			rep.Customers++
		}
		atShop, err := a.Outlets.AtFirst(ctx, core.Principal{})
		if err != nil {
			return err
		}
		for _, p := range shop.Products {
			if _, err := a.Catalog.ProductByBarcode(ctx, p.Barcode); !errors.Is(err, core.ErrNotFound) {
				if err != nil {
					return err
				}
				continue
			}
			var supplier *int64
			if id, ok := supplierIDs[p.Supplier]; ok {
				supplier = &id
			}
			if _, err := a.Catalog.AddProduct(ctx, catalog.ProductInput{
				Name: p.Name, Category: p.Category, Description: p.Description, Stock: p.Stock,
				BuyPrice: p.BuyPrice, RetailPrice: p.RetailPrice, ResellerPrice: p.ResellerPrice,
				Barcode: p.Barcode, SupplierID: supplier, EntryDate: p.EntryDate, Tracked: p.Tracked,
			}, atShop); err != nil {
				return fmt.Errorf("product %q: %w", p.Name, err)
			}
			rep.Products++
		}
		if err := a.seedSettings(ctx, shop.Settings); err != nil {
			return err
		}
		receiver := atShop
		if author != nil {
			receiver.UserID = *author
		}
		if rep.GoodsReceipts, err = a.seedGoodsReceipts(ctx, shop.demoStock, supplierIDs, receiver); err != nil {
			return err
		}
		if author != nil {
			if rep.Counts, err = a.seedCount(ctx, shop.demoStock, *author); err != nil {
				return fmt.Errorf("stock count: %w", err)
			}
		}
		// The second outlet got its goods two days ago and both outlets sold yesterday: today is
		// the shop's to try.
		if author != nil {
			if err := a.past.during(48*time.Hour, func() (err error) {
				rep.Transfers, err = a.seedTransfers(ctx, shop.demoChain, outlets, *author, staff)
				return err
			}); err != nil {
				return err
			}
		}
		if err := a.past.during(24*time.Hour, func() (err error) {
			rep.Shifts, err = a.seedShifts(ctx, shop.demoChain, outlets, cashiers)
			return err
		}); err != nil {
			return err
		}
		if author != nil {
			if rep.Repairs, err = a.seedRepairs(ctx, shop.Repairs, outlets, cashiers, *author); err != nil {
				return fmt.Errorf("repairs: %w", err)
			}
		}
		for _, n := range shop.News {
			added, err := a.seedArticle(ctx, files, n.Title, n.Content, n.Image, author)
			if err != nil {
				return fmt.Errorf("news %q: %w", n.Title, err)
			}
			if added {
				rep.News++
			}
		}
		return nil
	})
	return rep, err
}

// seedArticle publishes a demo article with its picture; one already at its address is left
// alone (the savepoint keeps PostgreSQL's transaction going after the refused insert).
func (a *App) seedArticle(ctx context.Context, files fs.FS, title, body, image string, author *int64) (bool, error) {
	var n core.News
	err := a.Store.WithinTx(ctx, func(ctx context.Context) (err error) {
		n, err = a.Content.WriteNews(ctx, content.NewsInput{Title: title, Content: body, Status: core.NewsPublished}, author)
		return err
	})
	if core.IsKind(err, core.KindConflict) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	data, err := fs.ReadFile(files, image)
	if err != nil {
		return false, err
	}
	_, err = a.Content.SetNewsImage(ctx, n.ID, core.Upload{Filename: path.Base(image), ContentType: "image/jpeg", Data: data})
	return err == nil, err
}
