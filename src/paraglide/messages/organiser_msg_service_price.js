/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Service_PriceInputs */

const en_organiser_msg_service_price = /** @type {(inputs: Organiser_Msg_Service_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price must be an amount, like 45 or 45.00 (0 for free)`)
};

const es_organiser_msg_service_price = /** @type {(inputs: Organiser_Msg_Service_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El precio debe ser un monto, como 45 o 45.00 (0 si es gratis)`)
};

const fr_organiser_msg_service_price = /** @type {(inputs: Organiser_Msg_Service_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prix doit être un montant, comme 45 ou 45.00 (0 si c’est gratuit)`)
};

/**
* | output |
* | --- |
* | "Price must be an amount, like 45 or 45.00 (0 for free)" |
*
* @param {Organiser_Msg_Service_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_service_price = /** @type {((inputs?: Organiser_Msg_Service_PriceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Service_PriceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_service_price(inputs)
	if (locale === "fr") return fr_organiser_msg_service_price(inputs)
	return en_organiser_msg_service_price(inputs)
});