/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_Donor_EmailInputs */

const en_exports_col_donor_email = /** @type {(inputs: Exports_Col_Donor_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`donor email`)
};

const es_exports_col_donor_email = /** @type {(inputs: Exports_Col_Donor_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`correo del donante`)
};

const fr_exports_col_donor_email = /** @type {(inputs: Exports_Col_Donor_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e-mail du donateur`)
};

/**
* | output |
* | --- |
* | "donor email" |
*
* @param {Exports_Col_Donor_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_donor_email = /** @type {((inputs?: Exports_Col_Donor_EmailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_Donor_EmailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_donor_email(inputs)
	if (locale === "fr") return fr_exports_col_donor_email(inputs)
	return en_exports_col_donor_email(inputs)
});