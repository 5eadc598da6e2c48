/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Benefit_Visitors_TextInputs */

const en_partners_benefit_visitors_text = /** @type {(inputs: Partners_Benefit_Visitors_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tourists plan their Harlem days with this guide: partners are where those plans lead.`)
};

const es_partners_benefit_visitors_text = /** @type {(inputs: Partners_Benefit_Visitors_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los turistas planean sus días en Harlem con esta guía: los socios son el destino de esos planes.`)
};

const fr_partners_benefit_visitors_text = /** @type {(inputs: Partners_Benefit_Visitors_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les touristes préparent leurs journées à Harlem avec ce guide : les partenaires sont là où ces projets les mènent.`)
};

/**
* | output |
* | --- |
* | "Tourists plan their Harlem days with this guide: partners are where those plans lead." |
*
* @param {Partners_Benefit_Visitors_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_benefit_visitors_text = /** @type {((inputs?: Partners_Benefit_Visitors_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Benefit_Visitors_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_benefit_visitors_text(inputs)
	if (locale === "fr") return fr_partners_benefit_visitors_text(inputs)
	return en_partners_benefit_visitors_text(inputs)
});