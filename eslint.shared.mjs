// The ESLint rules both UIs follow. Each UI's eslint.config.js passes in its own copies of the
// plugins (every UI installs its own node_modules), so this file imports nothing.
export default function konterLint({ js, tseslint, reactHooks, jsxA11y, globals }) {
  return tseslint.config(
    { ignores: ["dist/", "node_modules/"] },
    {
      files: ["**/*.{ts,tsx}"],
      extends: [
        js.configs.recommended,
        tseslint.configs.recommended,
        jsxA11y.flatConfigs.recommended,
      ],
      plugins: { "react-hooks": reactHooks },
      languageOptions: { globals: globals.browser },
      rules: {
        // The classic hook rules. The React Compiler's rules (refs, set-state-in-effect, purity)
        // are for code the compiler rewrites; these apps do not use it.
        "react-hooks/rules-of-hooks": "error",
        // useAsync(load, deps) is checked like useEffect at every call site.
        "react-hooks/exhaustive-deps": ["error", { additionalHooks: "^useAsync$" }],
        // antd's fields take the focus when their dialog opens, as the dialog pattern asks.
        "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
        "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      },
    },
    {
      files: ["*.ts", "scripts/**/*.mjs"],
      languageOptions: { globals: globals.node },
    },
  );
}
