/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Field_EndInputs */

const en_ads_field_end = /** @type {(inputs: Ads_Field_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End date`)
};

const es_ads_field_end = /** @type {(inputs: Ads_Field_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de fin`)
};

const fr_ads_field_end = /** @type {(inputs: Ads_Field_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de fin`)
};

/**
* | output |
* | --- |
* | "End date" |
*
* @param {Ads_Field_EndInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_field_end = /** @type {((inputs?: Ads_Field_EndInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Field_EndInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_field_end(inputs)
	if (locale === "fr") return fr_ads_field_end(inputs)
	return en_ads_field_end(inputs)
});