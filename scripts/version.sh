#!/bin/sh
# version.sh: the version stamped into taikai (`taikai version`, the About
# dialog, the audit log, the names of the zip and the tarball): git describe
# of the checkout against the semantic version tags (v0.4.0 …), so that a
# tagged commit is exactly "v0.4.0", a commit after it "v0.4.0-3-g1a2b3c4",
# a tree with changes "…-dirty"; a commit hash before the first tag; "dev"
# outside a git checkout. Run from the top of the checkout.
git describe --tags --always --dirty --match 'v[0-9]*' 2>/dev/null || echo dev
