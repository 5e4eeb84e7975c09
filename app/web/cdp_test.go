//go:build !windows

package web

import (
	"bufio"
	"crypto/rand"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// A headless Chromium driven through its DevTools protocol, just enough
// for a test to open pages, fill forms and read what a person would: one
// WebSocket (RFC 6455, client side) to the page, Runtime.evaluate.

// cdpBrowser is one Chromium with one page.
type cdpBrowser struct {
	t    *testing.T
	cmd  *exec.Cmd
	conn net.Conn
	rd   *bufio.Reader
	id   int
}

// startChromium starts headless Chromium and connects to its page.
func startChromium(t *testing.T, bin string) *cdpBrowser {
	t.Helper()
	// Not t.TempDir: Chromium's helpers may still write there for a
	// moment after it is killed; the directory is removed at best.
	dir, err := os.MkdirTemp("", "taikai-chromium-")
	require.NoError(t, err)
	cmd := exec.Command(bin, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars",
		"--window-size=1024,768", "--remote-debugging-port=0", "--user-data-dir="+dir, "about:blank")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // its helpers die with it
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		cmd.Wait()
		for range 20 {
			if os.RemoveAll(dir) == nil {
				return
			}
			time.Sleep(50 * time.Millisecond)
		}
	})
	var port string
	require.Eventually(t, func() bool {
		b, err := os.ReadFile(filepath.Join(dir, "DevToolsActivePort"))
		if err != nil {
			return false
		}
		port = strings.SplitN(string(b), "\n", 2)[0]
		return port != ""
	}, 30*time.Second, 50*time.Millisecond, "chromium did not open its DevTools port")
	var ws string
	require.Eventually(t, func() bool {
		resp, err := http.Get("http://127.0.0.1:" + port + "/json/list")
		if err != nil {
			return false
		}
		defer resp.Body.Close()
		var targets []struct{ Type, WebSocketDebuggerURL string }
		if json.NewDecoder(resp.Body).Decode(&targets) != nil {
			return false
		}
		for _, tg := range targets {
			if tg.Type == "page" {
				ws = tg.WebSocketDebuggerURL
				return true
			}
		}
		return false
	}, 30*time.Second, 50*time.Millisecond)
	u, err := url.Parse(ws)
	require.NoError(t, err)
	conn, err := net.Dial("tcp", u.Host)
	require.NoError(t, err)
	t.Cleanup(func() { conn.Close() })
	key := make([]byte, 16)
	rand.Read(key)
	fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n",
		u.Path, u.Host, base64.StdEncoding.EncodeToString(key))
	rd := bufio.NewReader(conn)
	resp, err := http.ReadResponse(rd, nil)
	require.NoError(t, err)
	require.Equal(t, http.StatusSwitchingProtocols, resp.StatusCode)
	return &cdpBrowser{t: t, cmd: cmd, conn: conn, rd: rd}
}

// send writes one masked text frame.
func (b *cdpBrowser) send(msg []byte) {
	hdr := []byte{0x81}
	switch n := len(msg); {
	case n < 126:
		hdr = append(hdr, 0x80|byte(n))
	case n < 1<<16:
		hdr = append(hdr, 0x80|126, byte(n>>8), byte(n))
	default:
		hdr = append(hdr, 0x80|127)
		hdr = binary.BigEndian.AppendUint64(hdr, uint64(n))
	}
	mask := make([]byte, 4)
	rand.Read(mask)
	out := append(hdr, mask...)
	for i, c := range msg {
		out = append(out, c^mask[i%4])
	}
	_, err := b.conn.Write(out)
	require.NoError(b.t, err)
}

// receive reads one message (the frames of one, unmasked from the server).
func (b *cdpBrowser) receive() []byte {
	var msg []byte
	for {
		h := make([]byte, 2)
		_, err := io.ReadFull(b.rd, h)
		require.NoError(b.t, err)
		n := uint64(h[1] & 0x7f)
		switch n {
		case 126:
			e := make([]byte, 2)
			io.ReadFull(b.rd, e)
			n = uint64(binary.BigEndian.Uint16(e))
		case 127:
			e := make([]byte, 8)
			io.ReadFull(b.rd, e)
			n = binary.BigEndian.Uint64(e)
		}
		p := make([]byte, n)
		_, err = io.ReadFull(b.rd, p)
		require.NoError(b.t, err)
		msg = append(msg, p...)
		if h[0]&0x80 != 0 {
			return msg
		}
	}
}

// eval evaluates js in the page and returns its value as JSON.
func (b *cdpBrowser) eval(js string) json.RawMessage {
	b.id++
	req, _ := json.Marshal(map[string]any{"id": b.id, "method": "Runtime.evaluate",
		"params": map[string]any{"expression": js, "returnByValue": true, "awaitPromise": true}})
	b.conn.SetDeadline(time.Now().Add(30 * time.Second))
	b.send(req)
	for {
		var m struct {
			ID     int
			Result struct {
				Result struct{ Value json.RawMessage }
			}
		}
		require.NoError(b.t, json.Unmarshal(b.receive(), &m))
		if m.ID == b.id {
			return m.Result.Result.Value
		}
	}
}

// waitFor waits until js is true in the page.
func (b *cdpBrowser) waitFor(js string) {
	b.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if string(b.eval("document.readyState === 'complete' && !!("+js+")")) == "true" {
			return
		}
		time.Sleep(30 * time.Millisecond)
	}
	b.t.Fatalf("the page never showed %s: %s", js, b.eval("document.body ? document.body.innerText : ''"))
}

// text is the page's text.
func (b *cdpBrowser) text() string {
	var s string
	json.Unmarshal(b.eval("document.body.innerText"), &s)
	return s
}
