/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Inq_Compare_LinkInputs */

const en_partners_ad_inq_compare_link = /** @type {(inputs: Partners_Ad_Inq_Compare_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare the packages`)
};

const es_partners_ad_inq_compare_link = /** @type {(inputs: Partners_Ad_Inq_Compare_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compara los paquetes`)
};

const fr_partners_ad_inq_compare_link = /** @type {(inputs: Partners_Ad_Inq_Compare_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparez les formules`)
};

/**
* | output |
* | --- |
* | "Compare the packages" |
*
* @param {Partners_Ad_Inq_Compare_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_inq_compare_link = /** @type {((inputs?: Partners_Ad_Inq_Compare_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Inq_Compare_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_inq_compare_link(inputs)
	if (locale === "fr") return fr_partners_ad_inq_compare_link(inputs)
	return en_partners_ad_inq_compare_link(inputs)
});