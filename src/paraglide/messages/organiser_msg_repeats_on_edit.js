/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Repeats_On_EditInputs */

const en_organiser_msg_repeats_on_edit = /** @type {(inputs: Organiser_Msg_Repeats_On_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How an event repeats is set when it is created: changes apply to this date only`)
};

const es_organiser_msg_repeats_on_edit = /** @type {(inputs: Organiser_Msg_Repeats_On_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La repetición de un evento se fija al crearlo: los cambios solo se aplican a esta fecha`)
};

const fr_organiser_msg_repeats_on_edit = /** @type {(inputs: Organiser_Msg_Repeats_On_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La répétition d’un événement se choisit à sa création : les modifications ne s’appliquent qu’à cette date`)
};

/**
* | output |
* | --- |
* | "How an event repeats is set when it is created: changes apply to this date only" |
*
* @param {Organiser_Msg_Repeats_On_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_repeats_on_edit = /** @type {((inputs?: Organiser_Msg_Repeats_On_EditInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Repeats_On_EditInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_repeats_on_edit(inputs)
	if (locale === "fr") return fr_organiser_msg_repeats_on_edit(inputs)
	return en_organiser_msg_repeats_on_edit(inputs)
});