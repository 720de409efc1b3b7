package images

import (
	"image"

	"golang.org/x/image/draw"
)

// shrink makes a copy of the picture width × height pixels large, no larger than it, each
// pixel the average of the part of the picture it covers. It reads the picture a row at a
// time: beside the copy it holds one row of the picture and two of the copy, however large
// the picture. (A Catmull-Rom scale held the copy's width times the picture's height in
// float64s: 134 MB for a 20-megapixel photo's 1080-pixel copy.) A JPEG's planes are shrunk
// as they are, before their colours are converted: the copy's pixels, not the photo's.
func shrink(src image.Image, width, height int) *image.RGBA {
	dst := image.NewRGBA(image.Rect(0, 0, width, height))
	var small image.Image
	switch s := src.(type) {
	case *image.YCbCr:
		c := image.NewYCbCr(dst.Rect, s.SubsampleRatio)
		b, cb := s.Rect.Size(), chromaSize(s.Rect, s.SubsampleRatio)
		to := chromaSize(c.Rect, c.SubsampleRatio)
		resamplePlane(s.Y[s.YOffset(s.Rect.Min.X, s.Rect.Min.Y):], s.YStride, b, c.Y, c.YStride, c.Rect.Size())
		resamplePlane(s.Cb[s.COffset(s.Rect.Min.X, s.Rect.Min.Y):], s.CStride, cb, c.Cb, c.CStride, to)
		resamplePlane(s.Cr[s.COffset(s.Rect.Min.X, s.Rect.Min.Y):], s.CStride, cb, c.Cr, c.CStride, to)
		small = c
	case *image.Gray:
		g := image.NewGray(dst.Rect)
		resamplePlane(s.Pix[s.PixOffset(s.Rect.Min.X, s.Rect.Min.Y):], s.Stride, s.Rect.Size(), g.Pix, g.Stride, g.Rect.Size())
		small = g
	default:
		// Any other picture, converted to alpha-premultiplied RGBA a row at a time.
		b := src.Bounds()
		row := image.NewRGBA(image.Rect(0, 0, b.Dx(), 1))
		resample(b.Dx(), b.Dy(), 4, func(y int) []uint8 {
			draw.Draw(row, row.Rect, src, image.Pt(b.Min.X, b.Min.Y+y), draw.Src)
			return row.Pix
		}, dst.Pix, dst.Stride, width, height)
		return dst
	}
	draw.Draw(dst, dst.Rect, small, image.Point{}, draw.Src)
	return dst
}

// resamplePlane shrinks one channel of from × ... pixels into to.
func resamplePlane(src []uint8, stride int, from image.Point, dst []uint8, dstStride int, to image.Point) {
	resample(from.X, from.Y, 1, func(y int) []uint8 { return src[y*stride : y*stride+from.X] }, dst, dstStride, to.X, to.Y)
}

// chromaSize is the size of a YCbCr picture's chroma planes (as image.NewYCbCr makes them).
func chromaSize(r image.Rectangle, ratio image.YCbCrSubsampleRatio) image.Point {
	w, h := r.Dx(), r.Dy()
	half := func(lo, hi int) int { return (hi+1)/2 - lo/2 }
	quarter := func(lo, hi int) int { return (hi+3)/4 - lo/4 }
	switch ratio {
	case image.YCbCrSubsampleRatio422:
		return image.Pt(half(r.Min.X, r.Max.X), h)
	case image.YCbCrSubsampleRatio420:
		return image.Pt(half(r.Min.X, r.Max.X), half(r.Min.Y, r.Max.Y))
	case image.YCbCrSubsampleRatio440:
		return image.Pt(w, half(r.Min.Y, r.Max.Y))
	case image.YCbCrSubsampleRatio411:
		return image.Pt(quarter(r.Min.X, r.Max.X), h)
	case image.YCbCrSubsampleRatio410:
		return image.Pt(quarter(r.Min.X, r.Max.X), half(r.Min.Y, r.Max.Y))
	}
	return image.Pt(w, h)
}

// resample averages a picture of sw × sh pixels of n interleaved channels, read a row at a
// time, into dw × dh pixels (no more than it has) at dst. A copy's row is written as soon as
// the picture's rows it covers have been read.
func resample(sw, sh, n int, rowAt func(y int) []uint8, dst []uint8, stride, dw, dh int) {
	dw, dh = min(dw, sw), min(dh, sh)
	across, down := shares(sw, dw), shares(sh, dh)
	sum := make([]float32, n*dw)
	acc, next := make([]float32, n*dw), make([]float32, n*dw)
	at := 0 // the copy's row acc gathers; next gathers the one after
	for y, d := range down {
		for ; d[0].to > at; at++ {
			settle(dst[at*stride:], acc, n)
			acc, next = next, acc
			clear(next)
		}
		row := rowAt(y)
		clear(sum)
		for x, a := range across {
			p := row[n*x : n*x+n]
			o := n * a[0].to
			for c, v := range p {
				sum[o+c] += a[0].weight * float32(v)
			}
			if a[1].weight != 0 {
				o = n * a[1].to
				for c, v := range p {
					sum[o+c] += a[1].weight * float32(v)
				}
			}
		}
		for i, v := range sum {
			acc[i] += d[0].weight * v
		}
		if d[1].weight != 0 {
			for i, v := range sum {
				next[i] += d[1].weight * v
			}
		}
	}
	for ; at < dh; at++ {
		settle(dst[at*stride:], acc, n)
		acc, next = next, acc
		clear(next)
	}
}

// share is the part of one of the copy's pixels a pixel of the picture makes.
type share struct {
	to     int
	weight float32
}

// shares splits each of n pixels along an axis over the m ≤ n pixels of the copy: a pixel
// falls into one of them, or across the border of two (the second share's weight is 0 when
// it does not).
func shares(n, m int) [][2]share {
	out := make([][2]share, n)
	for i := range n {
		from, to := float64(i)*float64(m)/float64(n), float64(i+1)*float64(m)/float64(n)
		j := min(int(from), m-1)
		if border := float64(j + 1); to > border && j+1 < m {
			out[i] = [2]share{{j, float32(border - from)}, {j + 1, float32(to - border)}}
		} else {
			out[i] = [2]share{{j, float32(to - from)}, {j, 0}}
		}
	}
	return out
}

// settle writes a gathered row of the copy, rounded; with four channels (alpha-premultiplied
// RGBA), each colour at most its alpha.
func settle(pix []uint8, acc []float32, n int) {
	for i, v := range acc {
		pix[i] = uint8(min(255, max(0, v+0.5)))
	}
	if n == 4 {
		for x := 0; x < len(acc); x += 4 {
			a := pix[x+3]
			pix[x], pix[x+1], pix[x+2] = min(pix[x], a), min(pix[x+1], a), min(pix[x+2], a)
		}
	}
}
