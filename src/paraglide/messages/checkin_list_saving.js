/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_List_SavingInputs */

const en_checkin_list_saving = /** @type {(inputs: Checkin_List_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keeping the attendee list on this phone…`)
};

const es_checkin_list_saving = /** @type {(inputs: Checkin_List_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando la lista de asistentes en este teléfono…`)
};

const fr_checkin_list_saving = /** @type {(inputs: Checkin_List_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement de la liste des participants sur ce téléphone…`)
};

/**
* | output |
* | --- |
* | "Keeping the attendee list on this phone…" |
*
* @param {Checkin_List_SavingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_list_saving = /** @type {((inputs?: Checkin_List_SavingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_List_SavingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_list_saving(inputs)
	if (locale === "fr") return fr_checkin_list_saving(inputs)
	return en_checkin_list_saving(inputs)
});