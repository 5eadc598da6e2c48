/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_ReasonInputs */

const en_moderation_mo_reason = /** @type {(inputs: Moderation_Mo_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason (sent to the owner)`)
};

const es_moderation_mo_reason = /** @type {(inputs: Moderation_Mo_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo (se envía al propietario)`)
};

const fr_moderation_mo_reason = /** @type {(inputs: Moderation_Mo_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif (envoyé au propriétaire)`)
};

/**
* | output |
* | --- |
* | "Reason (sent to the owner)" |
*
* @param {Moderation_Mo_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_reason = /** @type {((inputs?: Moderation_Mo_ReasonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_ReasonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_reason(inputs)
	if (locale === "fr") return fr_moderation_mo_reason(inputs)
	return en_moderation_mo_reason(inputs)
});