/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_UpdatedInputs */

const en_organiser_msg_updated = /** @type {(inputs: Organiser_Msg_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event updated successfully`)
};

const es_organiser_msg_updated = /** @type {(inputs: Organiser_Msg_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento actualizado`)
};

const fr_organiser_msg_updated = /** @type {(inputs: Organiser_Msg_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement mis à jour`)
};

/**
* | output |
* | --- |
* | "Event updated successfully" |
*
* @param {Organiser_Msg_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_updated = /** @type {((inputs?: Organiser_Msg_UpdatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_UpdatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_updated(inputs)
	if (locale === "fr") return fr_organiser_msg_updated(inputs)
	return en_organiser_msg_updated(inputs)
});