/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_History_EmptyInputs */

const en_loyalty_history_empty = /** @type {(inputs: Loyalty_History_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No points yet. Review a place you visited, check in at an event or finish a walking tour to earn your first.`)
};

const es_loyalty_history_empty = /** @type {(inputs: Loyalty_History_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tienes puntos. Reseña un lugar que visitaste, registra tu entrada en un evento o termina un recorrido a pie para ganar los primeros.`)
};

const fr_loyalty_history_empty = /** @type {(inputs: Loyalty_History_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de points. Donnez votre avis sur un lieu visité, faites valider votre entrée à un événement ou terminez une visite à pied pour gagner les premiers.`)
};

/**
* | output |
* | --- |
* | "No points yet. Review a place you visited, check in at an event or finish a walking tour to earn your first." |
*
* @param {Loyalty_History_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_history_empty = /** @type {((inputs?: Loyalty_History_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_History_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_history_empty(inputs)
	if (locale === "fr") return fr_loyalty_history_empty(inputs)
	return en_loyalty_history_empty(inputs)
});