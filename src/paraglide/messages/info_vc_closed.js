/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_ClosedInputs */

const en_info_vc_closed = /** @type {(inputs: Info_Vc_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed on New Year's Day, Thanksgiving and Christmas Day. Extended hours during Harlem Week.`)
};

const es_info_vc_closed = /** @type {(inputs: Info_Vc_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrado el Día de Año Nuevo, el Día de Acción de Gracias y el Día de Navidad. Horario extendido durante Harlem Week.`)
};

const fr_info_vc_closed = /** @type {(inputs: Info_Vc_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermé le jour de l’An, à Thanksgiving et le jour de Noël. Horaires élargis pendant Harlem Week.`)
};

/**
* | output |
* | --- |
* | "Closed on New Year's Day, Thanksgiving and Christmas Day. Extended hours during Harlem Week." |
*
* @param {Info_Vc_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_closed = /** @type {((inputs?: Info_Vc_ClosedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_ClosedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_closed(inputs)
	if (locale === "fr") return fr_info_vc_closed(inputs)
	return en_info_vc_closed(inputs)
});