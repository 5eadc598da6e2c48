/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_PriceInputs */

const en_admin_msg_price = /** @type {(inputs: Admin_Msg_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price must be an amount, like 25 or $25.00 per person (empty or Free for a free event)`)
};

const es_admin_msg_price = /** @type {(inputs: Admin_Msg_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El precio debe ser un monto, como 25 o $25.00 por persona (vacío o Free si el evento es gratis)`)
};

const fr_admin_msg_price = /** @type {(inputs: Admin_Msg_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prix doit être un montant, comme 25 ou $25.00 par personne (vide ou Free pour un événement gratuit)`)
};

/**
* | output |
* | --- |
* | "Price must be an amount, like 25 or $25.00 per person (empty or Free for a free event)" |
*
* @param {Admin_Msg_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_price = /** @type {((inputs?: Admin_Msg_PriceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_PriceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_price(inputs)
	if (locale === "fr") return fr_admin_msg_price(inputs)
	return en_admin_msg_price(inputs)
});