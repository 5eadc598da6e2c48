/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Add_BookableInputs */

const en_organiser_add_bookable = /** @type {(inputs: Organiser_Add_BookableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a bookable service`)
};

const es_organiser_add_bookable = /** @type {(inputs: Organiser_Add_BookableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar un servicio con reserva`)
};

const fr_organiser_add_bookable = /** @type {(inputs: Organiser_Add_BookableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une prestation à réserver`)
};

/**
* | output |
* | --- |
* | "Add a bookable service" |
*
* @param {Organiser_Add_BookableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_add_bookable = /** @type {((inputs?: Organiser_Add_BookableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Add_BookableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_add_bookable(inputs)
	if (locale === "fr") return fr_organiser_add_bookable(inputs)
	return en_organiser_add_bookable(inputs)
});