/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Msg_Membership_PriceInputs */

const en_plans_adm_msg_membership_price = /** @type {(inputs: Plans_Adm_Msg_Membership_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a price of at least $1.00 (or 0 for the free plan), with at most two decimals`)
};

const es_plans_adm_msg_membership_price = /** @type {(inputs: Plans_Adm_Msg_Membership_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un precio de al menos 1,00 US$ (o 0 para el plan gratuito), con dos decimales como máximo`)
};

const fr_plans_adm_msg_membership_price = /** @type {(inputs: Plans_Adm_Msg_Membership_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un prix d’au moins 1,00 $US (ou 0 pour la formule gratuite), avec deux décimales au plus`)
};

/**
* | output |
* | --- |
* | "Enter a price of at least $1.00 (or 0 for the free plan), with at most two decimals" |
*
* @param {Plans_Adm_Msg_Membership_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_msg_membership_price = /** @type {((inputs?: Plans_Adm_Msg_Membership_PriceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Msg_Membership_PriceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_msg_membership_price(inputs)
	if (locale === "fr") return fr_plans_adm_msg_membership_price(inputs)
	return en_plans_adm_msg_membership_price(inputs)
});