/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, videos: NonNullable<unknown> }} Businesses_Premium_TextInputs */

const en_businesses_premium_text = /** @type {(inputs: Businesses_Premium_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is a premium listing: premium members get its video tours${i?.videos}, early access to its events and can message the team directly.`)
};

const es_businesses_premium_text = /** @type {(inputs: Businesses_Premium_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} es un negocio premium: los miembros premium disfrutan de sus recorridos en video${i?.videos}, acceden antes que nadie a sus eventos y pueden escribir directamente al equipo.`)
};

const fr_businesses_premium_text = /** @type {(inputs: Businesses_Premium_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} est une adresse premium : les membres premium profitent de ses visites en vidéo${i?.videos}, d’un accès anticipé à ses événements et peuvent écrire directement à l’équipe.`)
};

/**
* | output |
* | --- |
* | "{name} is a premium listing: premium members get its video tours{videos}, early access to its events and can message the team directly." |
*
* @param {Businesses_Premium_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_premium_text = /** @type {((inputs: Businesses_Premium_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Premium_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_premium_text(inputs)
	if (locale === "fr") return fr_businesses_premium_text(inputs)
	return en_businesses_premium_text(inputs)
});