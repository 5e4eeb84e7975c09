// Package qr draws QR codes of the venue's links (the live pages' address
// on the pairing list, each table's report link on its slip) as a matrix of
// modules, for a PDF or a screen, or as a PNG for a page. It wraps
// github.com/piglig/go-qr: a dependency-free encoder (and decoder, for the
// tests) of QR Code Model 2.
package qr

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"

	goqr "github.com/piglig/go-qr"
)

// Code is an encoded QR code: Size × Size modules, without the quiet zone
// (4 modules of white around it, which the renderings add).
type Code struct {
	Size int
	dark []bool
}

// QuietZone is the white border a reader needs, in modules.
const QuietZone = 4

// Encode encodes text with medium error correction (15%: a slip may be
// creased or stained).
func Encode(text string) (*Code, error) {
	q, err := goqr.EncodeText(text, goqr.Medium)
	if err != nil {
		return nil, fmt.Errorf("QR code of %q: %w", text, err)
	}
	c := &Code{Size: q.Size(), dark: make([]bool, q.Size()*q.Size())}
	for y := range c.Size {
		for x := range c.Size {
			c.dark[y*c.Size+x] = q.Module(x, y)
		}
	}
	return c, nil
}

// Dark reports whether module (x, y) is dark; outside the code, false.
func (c *Code) Dark(x, y int) bool {
	if x < 0 || y < 0 || x >= c.Size || y >= c.Size {
		return false
	}
	return c.dark[y*c.Size+x]
}

// Runs calls fn for every horizontal run of dark modules of each row: a
// PDF draws one rectangle per run instead of one per module.
func (c *Code) Runs(fn func(x, y, n int)) {
	for y := range c.Size {
		for x := 0; x < c.Size; {
			if !c.Dark(x, y) {
				x++
				continue
			}
			n := 1
			for c.Dark(x+n, y) {
				n++
			}
			fn(x, y, n)
			x += n
		}
	}
}

// Image returns the code with its quiet zone, scale pixels a module.
func (c *Code) Image(scale int) *image.Gray {
	scale = max(scale, 1)
	side := (c.Size + 2*QuietZone) * scale
	img := image.NewGray(image.Rect(0, 0, side, side))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	c.Runs(func(x, y, n int) {
		for py := (y + QuietZone) * scale; py < (y+QuietZone+1)*scale; py++ {
			for px := (x + QuietZone) * scale; px < (x+QuietZone+n)*scale; px++ {
				img.SetGray(px, py, color.Gray{})
			}
		}
	})
	return img
}

// PNG returns the QR code of text as a PNG, scale pixels a module.
func PNG(text string, scale int) ([]byte, error) {
	c, err := Encode(text)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, c.Image(scale)); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
