/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_WhatInputs */

const en_admin_col_what = /** @type {(inputs: Admin_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What`)
};

const es_admin_col_what = /** @type {(inputs: Admin_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué`)
};

const fr_admin_col_what = /** @type {(inputs: Admin_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quoi`)
};

/**
* | output |
* | --- |
* | "What" |
*
* @param {Admin_Col_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_col_what = /** @type {((inputs?: Admin_Col_WhatInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_WhatInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_what(inputs)
	if (locale === "fr") return fr_admin_col_what(inputs)
	return en_admin_col_what(inputs)
});