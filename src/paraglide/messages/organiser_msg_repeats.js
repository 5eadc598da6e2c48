/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_RepeatsInputs */

const en_organiser_msg_repeats = /** @type {(inputs: Organiser_Msg_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how the event repeats: Does not repeat, every week or every month`)
};

const es_organiser_msg_repeats = /** @type {(inputs: Organiser_Msg_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige cómo se repite el evento: no se repite, cada semana o cada mes`)
};

const fr_organiser_msg_repeats = /** @type {(inputs: Organiser_Msg_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez comment l’événement se répète : pas de répétition, chaque semaine ou chaque mois`)
};

/**
* | output |
* | --- |
* | "Choose how the event repeats: Does not repeat, every week or every month" |
*
* @param {Organiser_Msg_RepeatsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_repeats = /** @type {((inputs?: Organiser_Msg_RepeatsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_RepeatsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_repeats(inputs)
	if (locale === "fr") return fr_organiser_msg_repeats(inputs)
	return en_organiser_msg_repeats(inputs)
});