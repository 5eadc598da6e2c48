/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Inq_YourInputs */

const en_partners_ad_inq_your = /** @type {(inputs: Partners_Ad_Inq_YourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your inquiry`)
};

const es_partners_ad_inq_your = /** @type {(inputs: Partners_Ad_Inq_YourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu consulta`)
};

const fr_partners_ad_inq_your = /** @type {(inputs: Partners_Ad_Inq_YourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande`)
};

/**
* | output |
* | --- |
* | "Your inquiry" |
*
* @param {Partners_Ad_Inq_YourInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_inq_your = /** @type {((inputs?: Partners_Ad_Inq_YourInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Inq_YourInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_inq_your(inputs)
	if (locale === "fr") return fr_partners_ad_inq_your(inputs)
	return en_partners_ad_inq_your(inputs)
});