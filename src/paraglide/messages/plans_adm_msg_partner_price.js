/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Msg_Partner_PriceInputs */

const en_plans_adm_msg_partner_price = /** @type {(inputs: Plans_Adm_Msg_Partner_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a monthly fee of at least $1.00, with at most two decimals`)
};

const es_plans_adm_msg_partner_price = /** @type {(inputs: Plans_Adm_Msg_Partner_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe una cuota mensual de al menos 1,00 US$, con dos decimales como máximo`)
};

const fr_plans_adm_msg_partner_price = /** @type {(inputs: Plans_Adm_Msg_Partner_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un tarif mensuel d’au moins 1,00 $US, avec deux décimales au plus`)
};

/**
* | output |
* | --- |
* | "Enter a monthly fee of at least $1.00, with at most two decimals" |
*
* @param {Plans_Adm_Msg_Partner_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_msg_partner_price = /** @type {((inputs?: Plans_Adm_Msg_Partner_PriceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Msg_Partner_PriceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_msg_partner_price(inputs)
	if (locale === "fr") return fr_plans_adm_msg_partner_price(inputs)
	return en_plans_adm_msg_partner_price(inputs)
});