/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Own_Business_TextInputs */

const en_businesses_own_business_text = /** @type {(inputs: Businesses_Own_Business_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is your own business: messages from members arrive in your dashboard.`)
};

const es_businesses_own_business_text = /** @type {(inputs: Businesses_Own_Business_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este es tu propio negocio: los mensajes de los miembros llegan a tu panel.`)
};

const fr_businesses_own_business_text = /** @type {(inputs: Businesses_Own_Business_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est votre propre établissement : les messages des membres arrivent dans votre espace.`)
};

/**
* | output |
* | --- |
* | "This is your own business: messages from members arrive in your dashboard." |
*
* @param {Businesses_Own_Business_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_own_business_text = /** @type {((inputs?: Businesses_Own_Business_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Own_Business_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_own_business_text(inputs)
	if (locale === "fr") return fr_businesses_own_business_text(inputs)
	return en_businesses_own_business_text(inputs)
});