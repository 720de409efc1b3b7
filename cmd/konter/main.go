// Command konter serves the shop and runs its operations.
package main

import (
	"fmt"
	"os"
)

func main() {
	if err := newRootCommand().Execute(); err != nil {
		fmt.Fprintln(os.Stderr, "konter:", err)
		os.Exit(1)
	}
}
