/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Upsell_Benefit_MessagesInputs */

const en_partners_upsell_benefit_messages = /** @type {(inputs: Partners_Upsell_Benefit_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message business owners directly`)
};

const es_partners_upsell_benefit_messages = /** @type {(inputs: Partners_Upsell_Benefit_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe directamente a los dueños de negocios`)
};

const fr_partners_upsell_benefit_messages = /** @type {(inputs: Partners_Upsell_Benefit_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrivez directement aux propriétaires des commerces`)
};

/**
* | output |
* | --- |
* | "Message business owners directly" |
*
* @param {Partners_Upsell_Benefit_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_upsell_benefit_messages = /** @type {((inputs?: Partners_Upsell_Benefit_MessagesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Upsell_Benefit_MessagesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_upsell_benefit_messages(inputs)
	if (locale === "fr") return fr_partners_upsell_benefit_messages(inputs)
	return en_partners_upsell_benefit_messages(inputs)
});