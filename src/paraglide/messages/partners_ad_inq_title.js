/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Inq_TitleInputs */

const en_partners_ad_inq_title = /** @type {(inputs: Partners_Ad_Inq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertising Inquiry`)
};

const es_partners_ad_inq_title = /** @type {(inputs: Partners_Ad_Inq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consulta publicitaria`)
};

const fr_partners_ad_inq_title = /** @type {(inputs: Partners_Ad_Inq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande publicitaire`)
};

/**
* | output |
* | --- |
* | "Advertising Inquiry" |
*
* @param {Partners_Ad_Inq_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_inq_title = /** @type {((inputs?: Partners_Ad_Inq_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Inq_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_inq_title(inputs)
	if (locale === "fr") return fr_partners_ad_inq_title(inputs)
	return en_partners_ad_inq_title(inputs)
});