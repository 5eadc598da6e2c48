/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Not_YoursInputs */

const en_checkin_not_yours = /** @type {(inputs: Checkin_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can only check in attendees at your own business’s events.`)
};

const es_checkin_not_yours = /** @type {(inputs: Checkin_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo puedes registrar la entrada de asistentes en los eventos de tu propio negocio.`)
};

const fr_checkin_not_yours = /** @type {(inputs: Checkin_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez enregistrer les participants qu’aux événements de votre propre établissement.`)
};

/**
* | output |
* | --- |
* | "You can only check in attendees at your own business’s events." |
*
* @param {Checkin_Not_YoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_not_yours = /** @type {((inputs?: Checkin_Not_YoursInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Not_YoursInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_not_yours(inputs)
	if (locale === "fr") return fr_checkin_not_yours(inputs)
	return en_checkin_not_yours(inputs)
});