package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/people"
)

type contactListInput struct {
	Q string `query:"q" doc:"Cari nama atau telepon (tanpa membedakan huruf besar/kecil)."`
	PageParams
}

type contactIDInput struct {
	ID int64 `path:"id" minimum:"1"`
}

type contactBody struct {
	Name    string  `json:"name,omitempty" maxLength:"120"`
	Phone   *string `json:"phone,omitempty" maxLength:"40"`
	Address *string `json:"address,omitempty" maxLength:"500"`
}

func (b contactBody) contact() core.Contact {
	return core.Contact{Name: b.Name, Phone: b.Phone, Address: b.Address}
}

type contactCreateInput struct {
	Body contactBody
}

type contactUpdateInput struct {
	ID   int64 `path:"id" minimum:"1"`
	Body contactBody
}

type bodyOf[T any] struct {
	Body T
}

func (s *Server) registerContacts() {
	// A Teknisi looks customers up and adds one at intake; suppliers are purchasing, staff's.
	registerBook(s, s.deps.Customers, Bench, "customers", tagCustomers)
	registerBook(s, s.deps.Suppliers, Staff, "suppliers", tagSuppliers)
}

// registerBook adds the list, read, create, update and delete operations of one address book:
// finders may list, read and add; changing and removing is the staff's.
func registerBook[T any, PT interface {
	*T
	people.Record
}](s *Server, book *people.Book[T, PT], finders Access, resource, noun string) {
	path := "/api/" + resource
	tags := []string{noun}
	register(s, finders, huma.Operation{
		OperationID: "list-" + resource, Method: http.MethodGet, Path: path, Summary: "Daftar " + noun, Description: "Urut nama; q mencari nama atau telepon.", Tags: tags,
	}, func(ctx context.Context, in *contactListInput) (*bodyOf[core.Page[T]], error) {
		page, err := book.List(ctx, core.ContactFilter{Search: in.Q, PageRequest: in.request()})
		return &bodyOf[core.Page[T]]{Body: page}, err
	})
	register(s, finders, huma.Operation{
		OperationID: "get-" + resource, Method: http.MethodGet, Path: path + "/{id}", Summary: "Detail " + noun, Description: "Nama, telepon dan alamat.", Tags: tags,
		Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *contactIDInput) (*bodyOf[T], error) {
		rec, err := book.Get(ctx, in.ID)
		return &bodyOf[T]{Body: rec}, err
	})
	register(s, finders, huma.Operation{
		OperationID: "create-" + resource, Method: http.MethodPost, Path: path, DefaultStatus: http.StatusCreated,
		Summary: "Tambah " + noun, Description: "Telepon dan alamat kosong disimpan sebagai null.", Tags: tags,
		Errors: []int{http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *contactCreateInput) (*bodyOf[T], error) {
		rec, err := book.Add(ctx, in.Body.contact())
		return &bodyOf[T]{Body: rec}, err
	})
	register(s, Staff, huma.Operation{
		OperationID: "update-" + resource, Method: http.MethodPut, Path: path + "/{id}", Summary: "Ubah " + noun, Description: "Mengganti nama, telepon dan alamat; yang kosong disimpan sebagai null.", Tags: tags,
		Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *contactUpdateInput) (*bodyOf[T], error) {
		rec, err := book.Edit(ctx, in.ID, in.Body.contact())
		return &bodyOf[T]{Body: rec}, err
	})
	register(s, Staff, huma.Operation{
		OperationID: "delete-" + resource, Method: http.MethodDelete, Path: path + "/{id}", DefaultStatus: http.StatusNoContent,
		Summary: "Hapus " + noun, Description: "Ditolak (409) bila masih dipakai di transaksi.", Tags: tags,
		Errors: []int{http.StatusNotFound, http.StatusConflict},
	}, func(ctx context.Context, in *contactIDInput) (*struct{}, error) {
		return &struct{}{}, book.Remove(ctx, in.ID)
	})
}
