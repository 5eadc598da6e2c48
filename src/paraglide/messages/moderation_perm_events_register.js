/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Perm_Events_RegisterInputs */

const en_moderation_perm_events_register = /** @type {(inputs: Moderation_Perm_Events_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register for events`)
};

const es_moderation_perm_events_register = /** @type {(inputs: Moderation_Perm_Events_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscribirse en eventos`)
};

const fr_moderation_perm_events_register = /** @type {(inputs: Moderation_Perm_Events_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’inscrire aux événements`)
};

/**
* | output |
* | --- |
* | "Register for events" |
*
* @param {Moderation_Perm_Events_RegisterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_perm_events_register = /** @type {((inputs?: Moderation_Perm_Events_RegisterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Perm_Events_RegisterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_perm_events_register(inputs)
	if (locale === "fr") return fr_moderation_perm_events_register(inputs)
	return en_moderation_perm_events_register(inputs)
});