/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Festival_Figure_EventsInputs */

const en_festival_figure_events = /** @type {(inputs: Festival_Figure_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`event`);
	return /** @type {LocalizedString} */ (`events`)
	
};

const es_festival_figure_events = /** @type {(inputs: Festival_Figure_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`evento`);
	return /** @type {LocalizedString} */ (`eventos`)
	
};

const fr_festival_figure_events = /** @type {(inputs: Festival_Figure_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`événement`);
	return /** @type {LocalizedString} */ (`événements`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "event" |
* | * | "events" |
*
* @param {Festival_Figure_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_figure_events = /** @type {((inputs: Festival_Figure_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Figure_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_figure_events(inputs)
	if (locale === "fr") return fr_festival_figure_events(inputs)
	return en_festival_figure_events(inputs)
});