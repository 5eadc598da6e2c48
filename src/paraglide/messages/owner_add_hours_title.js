/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Add_Hours_TitleInputs */

const en_owner_add_hours_title = /** @type {(inputs: Owner_Add_Hours_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a second opening (split shift)`)
};

const es_owner_add_hours_title = /** @type {(inputs: Owner_Add_Hours_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar una segunda apertura (horario partido)`)
};

const fr_owner_add_hours_title = /** @type {(inputs: Owner_Add_Hours_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une seconde ouverture (journée continue interrompue)`)
};

/**
* | output |
* | --- |
* | "Add a second opening (split shift)" |
*
* @param {Owner_Add_Hours_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_add_hours_title = /** @type {((inputs?: Owner_Add_Hours_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Add_Hours_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_add_hours_title(inputs)
	if (locale === "fr") return fr_owner_add_hours_title(inputs)
	return en_owner_add_hours_title(inputs)
});