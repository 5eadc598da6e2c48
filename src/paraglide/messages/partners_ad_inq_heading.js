/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Inq_HeadingInputs */

const en_partners_ad_inq_heading = /** @type {(inputs: Partners_Ad_Inq_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertising inquiry`)
};

const es_partners_ad_inq_heading = /** @type {(inputs: Partners_Ad_Inq_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consulta publicitaria`)
};

const fr_partners_ad_inq_heading = /** @type {(inputs: Partners_Ad_Inq_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande publicitaire`)
};

/**
* | output |
* | --- |
* | "Advertising inquiry" |
*
* @param {Partners_Ad_Inq_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_inq_heading = /** @type {((inputs?: Partners_Ad_Inq_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Inq_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_inq_heading(inputs)
	if (locale === "fr") return fr_partners_ad_inq_heading(inputs)
	return en_partners_ad_inq_heading(inputs)
});