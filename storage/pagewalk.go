package storage

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"

	"taikai/tournament"
)

// Before bbolt walks a file's buckets, walkTree walks their pages itself,
// from the raw file: a damaged branch page that points back at itself or
// at a page above it would send bbolt's cursor down the same pages
// forever, its stack growing until the memory is gone, and no recover can
// stop that. Here every page is visited once at most; a page met twice, a
// page outside the file, a page that is neither a branch nor a leaf, or an
// element that reaches past its page is damage.

// bbolt's page flags and element sizes (go.etcd.io/bbolt/internal/common).
const (
	branchPageFlag  = 0x01
	leafPageFlag    = 0x02
	bucketLeafFlag  = 0x01
	elementSize     = 16 // branch and leaf elements alike
	bucketHeader    = 16 // root page id, sequence
	maxTreeDepth    = 64 // far deeper than any event file (a few levels)
	maxPageOverflow = 1 << 20
)

// treeWalk is one walk over the pages of a file.
type treeWalk struct {
	f        io.ReaderAt
	pageSize int
	pages    uint64 // the meta's high-water page id: pages are below it
	seen     []bool // by page id: readHead has checked that the file holds pages pages
	mapped   []byte // the file, where it is mapped (filemap_linux.go); else f is read
	bufs     [][]byte
}

// read returns the n bytes of the file at offset at, for the page at
// depth, of which the first kept are already in that depth's buffer (a
// page's first page, read before its header said how many follow): a
// slice of the file's mapping where it is mapped, else read into the
// buffer. It reports false when the file holds fewer.
func (w *treeWalk) read(depth int, at int64, n, kept int) ([]byte, bool) {
	if w.mapped != nil {
		if at < 0 || at > int64(len(w.mapped)) || int64(n) > int64(len(w.mapped))-at {
			return nil, false
		}
		return w.mapped[at : at+int64(n)], true
	}
	buf := w.buffer(depth, n)
	got, _ := w.f.ReadAt(buf[kept:], at+int64(kept))
	return buf, got == n-kept
}

// buffer is the buffer of n bytes for the page at depth: one a depth,
// used again for the next page there (a page's parents, whose elements
// are still being walked, are at depths above it), grown keeping what it
// holds.
func (w *treeWalk) buffer(depth, n int) []byte {
	for len(w.bufs) <= depth {
		w.bufs = append(w.bufs, nil)
	}
	if cap(w.bufs[depth]) < n {
		grown := make([]byte, n)
		copy(grown, w.bufs[depth])
		w.bufs[depth] = grown
	}
	w.bufs[depth] = w.bufs[depth][:n]
	return w.bufs[depth]
}

// walkTree walks every bucket of the file f (its bytes mapped, when they
// are) from meta m and returns what is damaged, or nil.
func walkTree(f io.ReaderAt, mapped []byte, m metaPage, pageSize int) *tournament.Text {
	w := &treeWalk{f: f, mapped: mapped, pageSize: pageSize, pages: m.pgid, seen: make([]bool, m.pgid)}
	if err := w.page(m.root, 0, partStructure); err != nil {
		return err
	}
	// A page of the tree that the free list also holds would be given out
	// again, or freed twice on the next change (bbolt panics then).
	for _, id := range freePages(f, m, pageSize) {
		if id < 2 || id >= m.pgid {
			// bbolt would hand the page out on the next change and panic
			// ("pgid above high water mark") while writing it.
			return treeDamage(partStructure, fmt.Sprintf("the free-page list names page %d, outside the file", id), fmt.Sprintf("空きページの一覧がファイルの外のページ %d を指しています", id))
		}
		if w.seen[id] {
			return treeDamage(partStructure, fmt.Sprintf("page %d is in use and also listed as free", id), fmt.Sprintf("ページ %d が使用中なのに空きページの一覧にもあります", id))
		}
	}
	return nil
}

// freePages returns the ids of the free-page list of meta m (nil when the
// list is not written in the file; readHead has checked that it fits).
func freePages(f io.ReaderAt, m metaPage, pageSize int) []uint64 {
	if m.freelist == noFreelist {
		return nil
	}
	var hdr [pageHeaderSize + 8]byte
	at := int64(m.freelist) * int64(pageSize)
	if n, _ := f.ReadAt(hdr[:], at); n != len(hdr) {
		return nil
	}
	le := binary.LittleEndian
	count, start := uint64(le.Uint16(hdr[10:])), int64(pageHeaderSize)
	if count == 0xFFFF {
		count, start = le.Uint64(hdr[pageHeaderSize:]), pageHeaderSize+8
	}
	overflow := uint64(le.Uint32(hdr[12:]))
	if count > ((overflow+1)*uint64(pageSize))/8 {
		return nil
	}
	buf := make([]byte, count*8)
	if n, _ := f.ReadAt(buf, at+start); n != len(buf) {
		return nil
	}
	ids := make([]uint64, count)
	for i := range ids {
		ids[i] = le.Uint64(buf[i*8:])
	}
	return ids
}

// page walks the bucket page id (and everything below it) of part p.
func (w *treeWalk) page(id uint64, depth int, p part) *tournament.Text {
	if depth > maxTreeDepth {
		return treeDamage(p, "its pages go deeper than any file can", "ページの階層が深すぎます")
	}
	if id < 2 || id >= w.pages {
		return treeDamage(p, fmt.Sprintf("it refers to page %d, outside the file", id), fmt.Sprintf("ファイルの外のページ %d を指しています", id))
	}
	if w.seen[id] {
		return treeDamage(p, fmt.Sprintf("page %d is reached twice (a loop)", id), fmt.Sprintf("ページ %d が二度参照されています（循環）", id))
	}
	// The page is read whole at once (its header says how many pages
	// follow it); the pages that follow, when there are any, next.
	at := int64(id) * int64(w.pageSize)
	buf, ok := w.read(depth, at, w.pageSize, 0)
	if !ok {
		return treeDamage(p, fmt.Sprintf("page %d cannot be read", id), fmt.Sprintf("ページ %d が読めません", id))
	}
	overflow := uint64(binary.LittleEndian.Uint32(buf[12:]))
	if overflow > maxPageOverflow || id+overflow >= w.pages {
		return treeDamage(p, fmt.Sprintf("page %d runs past the end of the file", id), fmt.Sprintf("ページ %d がファイルの終わりを越えています", id))
	}
	for i := id; i <= id+overflow; i++ {
		if w.seen[i] {
			return treeDamage(p, fmt.Sprintf("page %d is reached twice (a loop)", i), fmt.Sprintf("ページ %d が二度参照されています（循環）", i))
		}
		w.seen[i] = true
	}
	if overflow > 0 {
		if buf, ok = w.read(depth, at, int(overflow+1)*w.pageSize, w.pageSize); !ok {
			return treeDamage(p, fmt.Sprintf("page %d cannot be read", id), fmt.Sprintf("ページ %d が読めません", id))
		}
	}
	return w.node(buf, depth, p, id)
}

// node walks the page in buf (a page of the file, or a bucket kept inline
// in its parent's value when id is 0).
func (w *treeWalk) node(buf []byte, depth int, p part, id uint64) *tournament.Text {
	le := binary.LittleEndian
	if len(buf) < pageHeaderSize {
		return treeDamage(p, "a bucket kept inline is cut short", "埋め込まれたバケットが途中で切れています")
	}
	flags, count := le.Uint16(buf[8:]), int(le.Uint16(buf[10:]))
	if pageHeaderSize+count*elementSize > len(buf) {
		return treeDamage(p, fmt.Sprintf("page %d counts more elements than it holds", id), fmt.Sprintf("ページ %d の要素数が多すぎます", id))
	}
	for i := range count {
		at := pageHeaderSize + i*elementSize
		e := buf[at : at+elementSize]
		switch {
		case flags == branchPageFlag: // bbolt compares the flags whole
			pos, ksize := int(le.Uint32(e[0:])), int(le.Uint32(e[4:]))
			if !fits(at, pos, ksize, len(buf)) {
				return treeDamage(p, fmt.Sprintf("a key of page %d reaches past the page", id), fmt.Sprintf("ページ %d のキーがページを越えています", id))
			}
			if what := w.page(le.Uint64(e[8:]), depth+1, p); what != nil {
				return what
			}
		case flags == leafPageFlag:
			eflags, pos, ksize, vsize := le.Uint32(e[0:]), int(le.Uint32(e[4:])), int(le.Uint32(e[8:])), int(le.Uint32(e[12:]))
			if !fits(at, pos, ksize+vsize, len(buf)) || ksize+vsize < 0 {
				return treeDamage(p, fmt.Sprintf("a record of page %d reaches past the page", id), fmt.Sprintf("ページ %d の記録がページを越えています", id))
			}
			if eflags&bucketLeafFlag == 0 {
				continue
			}
			key := buf[at+pos : at+pos+ksize]
			value := buf[at+pos+ksize : at+pos+ksize+vsize]
			if what := w.bucket(key, value, depth, p); what != nil {
				return what
			}
		default:
			return treeDamage(p, fmt.Sprintf("page %d is neither a branch nor a leaf", id), fmt.Sprintf("ページ %d の種類が不正です", id))
		}
	}
	return nil
}

// bucket walks the bucket named key whose header is value.
func (w *treeWalk) bucket(key, value []byte, depth int, p part) *tournament.Text {
	if p.bucket == nil { // a top-level bucket: name it for the message
		for _, q := range parts {
			if bytes.Equal(q.bucket, key) {
				p = q
			}
		}
	}
	if len(value) < bucketHeader {
		return treeDamage(p, "a bucket's header is cut short", "バケットの見出しが途中で切れています")
	}
	if root := binary.LittleEndian.Uint64(value); root != 0 {
		return w.page(root, depth+1, p)
	}
	if depth > maxTreeDepth {
		return treeDamage(p, "its buckets go deeper than any file can", "バケットの階層が深すぎます")
	}
	// A bucket kept inline is one leaf: bbolt reads any page id of an
	// inline branch as that same page again, forever.
	inline := value[bucketHeader:]
	if len(inline) < pageHeaderSize || binary.LittleEndian.Uint16(inline[8:]) != leafPageFlag {
		return treeDamage(p, "a bucket kept inline is not a leaf", "埋め込まれたバケットが葉ページではありません")
	}
	return w.node(inline, depth+1, p, 0)
}

// fits reports whether n bytes at pos from the element at offset at lie
// inside a page of size bytes.
func fits(at, pos, n, size int) bool {
	return pos >= 0 && n >= 0 && at+pos >= 0 && at+pos <= size && n <= size-(at+pos)
}

func treeDamage(p part, en, ja string) *tournament.Text {
	return &tournament.Text{
		En: fmt.Sprintf("a page of %s is damaged: %s", p.name.En, en),
		Ja: fmt.Sprintf("%sのページが壊れています：%s", p.name.Ja, ja),
	}
}
