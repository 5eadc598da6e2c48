/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_ZoneInputs */

const en_moderation_msg_zone = /** @type {(inputs: Moderation_Msg_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The arrival zone must be 5 to 500 metres`)
};

const es_moderation_msg_zone = /** @type {(inputs: Moderation_Msg_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La zona de llegada debe medir de 5 a 500 metros`)
};

const fr_moderation_msg_zone = /** @type {(inputs: Moderation_Msg_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La zone d’arrivée doit mesurer de 5 à 500 mètres`)
};

/**
* | output |
* | --- |
* | "The arrival zone must be 5 to 500 metres" |
*
* @param {Moderation_Msg_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_zone = /** @type {((inputs?: Moderation_Msg_ZoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_ZoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_zone(inputs)
	if (locale === "fr") return fr_moderation_msg_zone(inputs)
	return en_moderation_msg_zone(inputs)
});