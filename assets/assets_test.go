package assets

import (
	"os"
	"strings"
	"testing"
)

// TestLicense_SameAsTheRepositorysLICENSE: the licence the About dialog
// shows is the repository's LICENSE, word for word.
func TestLicense_SameAsTheRepositorysLICENSE(t *testing.T) {
	root, err := os.ReadFile("../LICENSE")
	if err != nil {
		t.Fatal(err)
	}
	if string(root) != License {
		t.Fatal("assets/LICENSE.txt differs from LICENSE: copy LICENSE over it")
	}
	if !strings.HasPrefix(License, LicenseName+"\n") {
		t.Fatalf("LICENSE does not start with %q", LicenseName)
	}
}
