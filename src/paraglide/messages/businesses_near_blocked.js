/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Near_BlockedInputs */

const en_businesses_near_blocked = /** @type {(inputs: Businesses_Near_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location is blocked for this site. Allow it in your browser’s settings to sort by distance, or pick a community board instead.`)
};

const es_businesses_near_blocked = /** @type {(inputs: Businesses_Near_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ubicación está bloqueada para este sitio. Permítela en la configuración del navegador para ordenar por distancia, o elige un distrito comunitario.`)
};

const fr_businesses_near_blocked = /** @type {(inputs: Businesses_Near_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La localisation est bloquée pour ce site. Autorisez-la dans les réglages de votre navigateur pour trier par distance, ou choisissez plutôt un district communautaire.`)
};

/**
* | output |
* | --- |
* | "Location is blocked for this site. Allow it in your browser’s settings to sort by distance, or pick a community board instead." |
*
* @param {Businesses_Near_BlockedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_near_blocked = /** @type {((inputs?: Businesses_Near_BlockedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Near_BlockedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_near_blocked(inputs)
	if (locale === "fr") return fr_businesses_near_blocked(inputs)
	return en_businesses_near_blocked(inputs)
});