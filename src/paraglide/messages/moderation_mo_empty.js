/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_EmptyInputs */

const en_moderation_mo_empty = /** @type {(inputs: Moderation_Mo_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is waiting for a decision.`)
};

const es_moderation_mo_empty = /** @type {(inputs: Moderation_Mo_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay nada pendiente de decisión.`)
};

const fr_moderation_mo_empty = /** @type {(inputs: Moderation_Mo_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’attend de décision.`)
};

/**
* | output |
* | --- |
* | "Nothing is waiting for a decision." |
*
* @param {Moderation_Mo_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_empty = /** @type {((inputs?: Moderation_Mo_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_empty(inputs)
	if (locale === "fr") return fr_moderation_mo_empty(inputs)
	return en_moderation_mo_empty(inputs)
});