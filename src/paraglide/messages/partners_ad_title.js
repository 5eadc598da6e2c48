/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_TitleInputs */

const en_partners_ad_title = /** @type {(inputs: Partners_Ad_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertise With Us`)
};

const es_partners_ad_title = /** @type {(inputs: Partners_Ad_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anúnciate con nosotros`)
};

const fr_partners_ad_title = /** @type {(inputs: Partners_Ad_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites votre publicité chez nous`)
};

/**
* | output |
* | --- |
* | "Advertise With Us" |
*
* @param {Partners_Ad_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_title = /** @type {((inputs?: Partners_Ad_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_title(inputs)
	if (locale === "fr") return fr_partners_ad_title(inputs)
	return en_partners_ad_title(inputs)
});