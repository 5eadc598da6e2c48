/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Inquire_HiddenInputs */

const en_festival_inquire_hidden = /** @type {(inputs: Festival_Inquire_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` sponsorship`)
};

const es_festival_inquire_hidden = /** @type {(inputs: Festival_Inquire_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (patrocinio)`)
};

const fr_festival_inquire_hidden = /** @type {(inputs: Festival_Inquire_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (mécénat)`)
};

/**
* | output |
* | --- |
* | "sponsorship" |
*
* @param {Festival_Inquire_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_inquire_hidden = /** @type {((inputs?: Festival_Inquire_HiddenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Inquire_HiddenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_inquire_hidden(inputs)
	if (locale === "fr") return fr_festival_inquire_hidden(inputs)
	return en_festival_inquire_hidden(inputs)
});