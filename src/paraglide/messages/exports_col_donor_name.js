/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_Donor_NameInputs */

const en_exports_col_donor_name = /** @type {(inputs: Exports_Col_Donor_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`donor name`)
};

const es_exports_col_donor_name = /** @type {(inputs: Exports_Col_Donor_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nombre del donante`)
};

const fr_exports_col_donor_name = /** @type {(inputs: Exports_Col_Donor_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nom du donateur`)
};

/**
* | output |
* | --- |
* | "donor name" |
*
* @param {Exports_Col_Donor_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_donor_name = /** @type {((inputs?: Exports_Col_Donor_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_Donor_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_donor_name(inputs)
	if (locale === "fr") return fr_exports_col_donor_name(inputs)
	return en_exports_col_donor_name(inputs)
});