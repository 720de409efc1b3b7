package images

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"runtime"

	"github.com/konterhp/konter/core"
)

// readMemory bounds the memory the pictures being read take at once. A phone's photo takes a
// quarter of it; what a picture needs is known from its header, before it is decoded.
const readMemory = 256 << 20

// readersAtOnce is how many pictures are read at once: one per two processors, so that the
// counter's sales keep the others (four photos read at once on two processors made a sale
// wait a second).
func readersAtOnce() int { return max(1, runtime.GOMAXPROCS(0)/2) }

// errNotPicture is a file that is no picture Konter reads: no header it knows, or one that
// declares more pixels than core.MaxImagePixels.
var errNotPicture = errors.New("no picture Konter reads")

// Read decodes a whole picture and hands it to use while the memory it takes is held: the
// one way Konter reads a picture's pixels. The header comes first: a picture of more than
// core.MaxImagePixels is not decoded (errNotPicture), and one whose pixels do not fit beside
// the pictures being read, or that would be one too many at work (readersAtOnce), waits
// until they are done or ctx ends.
// A picture that does not decode to its end (a file cut short, or damaged) is refused as a
// core validation error, which the use cases pass on to the person who sent it.
func (s *Store) Read(ctx context.Context, data []byte, use func(image.Image, string) error) error {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	pixels := int64(cfg.Width) * int64(cfg.Height)
	if err != nil || pixels <= 0 || pixels > core.MaxImagePixels {
		return errNotPicture
	}
	need := min(readMemory, memoryFor(data, format, cfg))
	if err := s.memory.Acquire(ctx, need); err != nil {
		return err
	}
	defer s.memory.Release(need)
	select {
	case s.readers <- struct{}{}:
		defer func() { <-s.readers }()
	case <-ctx.Done():
		return ctx.Err()
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return core.InvalidField("file", core.MsgPictureUnreadable)
	}
	return use(img, format)
}

// memoryFor is what reading the picture takes: its pixels as Go's decoder holds them, and
// four bytes a pixel more for what is made of them (the copies, a QR code's reading).
func memoryFor(data []byte, format string, cfg image.Config) int64 {
	var perPixel float64
	switch format {
	case "jpeg":
		perPixel = jpegBytesPerPixel(data)
	case "webp":
		perPixel = 3 // lossy: 4:2:0 samples and alpha
		if cfg.ColorModel == color.NRGBAModel {
			perPixel = 8 // lossless: the decoder's words and the picture
		}
	default:
		// PNG and GIF: the picture, and as much again for an interlaced PNG's passes.
		perPixel = 2 * modelBytes(cfg.ColorModel)
	}
	return int64(float64(cfg.Width) * float64(cfg.Height) * (perPixel + 4))
}

func modelBytes(m color.Model) float64 {
	if _, paletted := m.(color.Palette); paletted {
		return 1
	}
	switch m {
	case color.GrayModel, color.AlphaModel:
		return 1
	case color.Gray16Model, color.Alpha16Model:
		return 2
	case color.RGBA64Model, color.NRGBA64Model:
		return 8
	}
	return 4
}

// jpegBytesPerPixel is what Go's decoder holds per pixel of a JPEG, read from its frame
// header: a byte for each component's sample (a chroma component subsampled 2 × 2 has a
// quarter of a sample per pixel); four more per sample while a progressive JPEG's
// coefficients are gathered; and four more as a four-component (CMYK) one is converted.
// Without a frame header: the most any JPEG takes.
func jpegBytesPerPixel(data []byte) float64 {
	for i := 2; i+4 <= len(data) && data[i] == 0xff; {
		marker := data[i+1]
		if marker == 0xff { // fill byte
			i++
			continue
		}
		length := int(data[i+2])<<8 | int(data[i+3])
		if sof := data[i+4 : min(len(data), i+2+length)]; isFrameHeader(marker) && len(sof) >= 6 {
			n := int(sof[5])
			if n == 0 || len(sof) < 6+3*n {
				break
			}
			hMax, vMax := 1, 1
			for c := range n {
				hv := sof[6+3*c+1]
				hMax, vMax = max(hMax, int(hv>>4)), max(vMax, int(hv&0x0f))
			}
			samples := 0.0
			for c := range n {
				hv := sof[6+3*c+1]
				samples += float64(int(hv>>4)*int(hv&0x0f)) / float64(hMax*vMax)
			}
			perPixel := samples
			if marker == 0xc2 || marker == 0xc6 || marker == 0xca || marker == 0xce {
				perPixel += 4 * samples
			}
			if n == 4 {
				perPixel += 4
			}
			return perPixel
		}
		i += 2 + length
	}
	return 24
}

// isFrameHeader tells the SOF markers (C0–CF but DHT C4, JPG C8 and DAC CC).
func isFrameHeader(marker byte) bool {
	return marker >= 0xc0 && marker <= 0xcf && marker != 0xc4 && marker != 0xc8 && marker != 0xcc
}
