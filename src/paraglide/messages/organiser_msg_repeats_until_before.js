/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Repeats_Until_BeforeInputs */

const en_organiser_msg_repeats_until_before = /** @type {(inputs: Organiser_Msg_Repeats_Until_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repeat until must be after the event date`)
};

const es_organiser_msg_repeats_until_before = /** @type {(inputs: Organiser_Msg_Repeats_Until_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La repetición debe terminar después de la fecha del evento`)
};

const fr_organiser_msg_repeats_until_before = /** @type {(inputs: Organiser_Msg_Repeats_Until_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fin de la répétition doit être après la date de l’événement`)
};

/**
* | output |
* | --- |
* | "Repeat until must be after the event date" |
*
* @param {Organiser_Msg_Repeats_Until_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_repeats_until_before = /** @type {((inputs?: Organiser_Msg_Repeats_Until_BeforeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Repeats_Until_BeforeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_repeats_until_before(inputs)
	if (locale === "fr") return fr_organiser_msg_repeats_until_before(inputs)
	return en_organiser_msg_repeats_until_before(inputs)
});