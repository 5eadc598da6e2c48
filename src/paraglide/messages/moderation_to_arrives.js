/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Moderation_To_ArrivesInputs */

const en_moderation_to_arrives = /** @type {(inputs: Moderation_To_ArrivesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`arrives within ${i?.zone} m`)
};

const es_moderation_to_arrives = /** @type {(inputs: Moderation_To_ArrivesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`llegada a menos de ${i?.zone} m`)
};

const fr_moderation_to_arrives = /** @type {(inputs: Moderation_To_ArrivesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`arrivée à moins de ${i?.zone} m`)
};

/**
* | output |
* | --- |
* | "arrives within {zone} m" |
*
* @param {Moderation_To_ArrivesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_arrives = /** @type {((inputs: Moderation_To_ArrivesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_ArrivesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_arrives(inputs)
	if (locale === "fr") return fr_moderation_to_arrives(inputs)
	return en_moderation_to_arrives(inputs)
});