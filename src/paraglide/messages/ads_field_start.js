/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Field_StartInputs */

const en_ads_field_start = /** @type {(inputs: Ads_Field_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start date`)
};

const es_ads_field_start = /** @type {(inputs: Ads_Field_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de inicio`)
};

const fr_ads_field_start = /** @type {(inputs: Ads_Field_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de début`)
};

/**
* | output |
* | --- |
* | "Start date" |
*
* @param {Ads_Field_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_field_start = /** @type {((inputs?: Ads_Field_StartInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Field_StartInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_field_start(inputs)
	if (locale === "fr") return fr_ads_field_start(inputs)
	return en_ads_field_start(inputs)
});