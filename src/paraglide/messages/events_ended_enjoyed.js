/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Ended_EnjoyedInputs */

const en_events_ended_enjoyed = /** @type {(inputs: Events_Ended_EnjoyedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has ended. We hope you enjoyed it!`)
};

const es_events_ended_enjoyed = /** @type {(inputs: Events_Ended_EnjoyedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este evento ya terminó. ¡Esperamos que lo hayas disfrutado!`)
};

const fr_events_ended_enjoyed = /** @type {(inputs: Events_Ended_EnjoyedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement est terminé. Nous espérons qu’il vous a plu !`)
};

/**
* | output |
* | --- |
* | "This event has ended. We hope you enjoyed it!" |
*
* @param {Events_Ended_EnjoyedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_ended_enjoyed = /** @type {((inputs?: Events_Ended_EnjoyedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Ended_EnjoyedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_ended_enjoyed(inputs)
	if (locale === "fr") return fr_events_ended_enjoyed(inputs)
	return en_events_ended_enjoyed(inputs)
});