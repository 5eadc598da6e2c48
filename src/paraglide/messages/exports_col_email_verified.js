/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_Email_VerifiedInputs */

const en_exports_col_email_verified = /** @type {(inputs: Exports_Col_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`email verified`)
};

const es_exports_col_email_verified = /** @type {(inputs: Exports_Col_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`correo verificado`)
};

const fr_exports_col_email_verified = /** @type {(inputs: Exports_Col_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e-mail vérifié`)
};

/**
* | output |
* | --- |
* | "email verified" |
*
* @param {Exports_Col_Email_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_email_verified = /** @type {((inputs?: Exports_Col_Email_VerifiedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_Email_VerifiedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_email_verified(inputs)
	if (locale === "fr") return fr_exports_col_email_verified(inputs)
	return en_exports_col_email_verified(inputs)
});