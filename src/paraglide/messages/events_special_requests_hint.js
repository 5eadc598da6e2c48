/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Events_Special_Requests_HintInputs */

const en_events_special_requests_hint = /** @type {(inputs: Events_Special_Requests_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accessibility needs, dietary requirements, anything the organisers should know. Up to ${i?.max} characters.`)
};

const es_events_special_requests_hint = /** @type {(inputs: Events_Special_Requests_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Necesidades de accesibilidad, restricciones alimentarias, todo lo que los organizadores deban saber. Hasta ${i?.max} caracteres.`)
};

const fr_events_special_requests_hint = /** @type {(inputs: Events_Special_Requests_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Besoins d’accessibilité, régime alimentaire, tout ce que les organisateurs doivent savoir. ${i?.max} caractères au maximum.`)
};

/**
* | output |
* | --- |
* | "Accessibility needs, dietary requirements, anything the organisers should know. Up to {max} characters." |
*
* @param {Events_Special_Requests_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_special_requests_hint = /** @type {((inputs: Events_Special_Requests_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Special_Requests_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_special_requests_hint(inputs)
	if (locale === "fr") return fr_events_special_requests_hint(inputs)
	return en_events_special_requests_hint(inputs)
});