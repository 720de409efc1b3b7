import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import konterLint from "../eslint.shared.mjs";

export default konterLint({ js, tseslint, reactHooks, jsxA11y, globals });
