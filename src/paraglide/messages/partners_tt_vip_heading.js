/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Vip_HeadingInputs */

const en_partners_tt_vip_heading = /** @type {(inputs: Partners_Tt_Vip_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experiences for your clients`)
};

const es_partners_tt_vip_heading = /** @type {(inputs: Partners_Tt_Vip_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experiencias para tus clientes`)
};

const fr_partners_tt_vip_heading = /** @type {(inputs: Partners_Tt_Vip_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des expériences pour vos clients`)
};

/**
* | output |
* | --- |
* | "Experiences for your clients" |
*
* @param {Partners_Tt_Vip_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_vip_heading = /** @type {((inputs?: Partners_Tt_Vip_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Vip_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_vip_heading(inputs)
	if (locale === "fr") return fr_partners_tt_vip_heading(inputs)
	return en_partners_tt_vip_heading(inputs)
});