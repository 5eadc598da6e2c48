/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Add_Payment_MethodInputs */

const en_organiser_add_payment_method = /** @type {(inputs: Organiser_Add_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Payment Method`)
};

const es_organiser_add_payment_method = /** @type {(inputs: Organiser_Add_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar método de pago`)
};

const fr_organiser_add_payment_method = /** @type {(inputs: Organiser_Add_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter un moyen de paiement`)
};

/**
* | output |
* | --- |
* | "Add Payment Method" |
*
* @param {Organiser_Add_Payment_MethodInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_add_payment_method = /** @type {((inputs?: Organiser_Add_Payment_MethodInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Add_Payment_MethodInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_add_payment_method(inputs)
	if (locale === "fr") return fr_organiser_add_payment_method(inputs)
	return en_organiser_add_payment_method(inputs)
});